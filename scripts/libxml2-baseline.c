/* libxml2's SAX2 push parser alone, for scripts/bench: the same options and 256 KB pushes as
 * labelcheck's XMLEventReader, with callbacks that do nothing. Prints MB/s over the files given.
 *   cc -O2 scripts/libxml2-baseline.c $(pkg-config --cflags --libs libxml-2.0) -o libxml2-baseline
 */
#include <libxml/parser.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static long n; /* keeps the callbacks from being optimized away */
static void se(void *ctx,const xmlChar*l,const xmlChar*p,const xmlChar*u,int nn,const xmlChar**ns,int na,int nd,const xmlChar**a){n++;}
static void ee(void *ctx,const xmlChar*l,const xmlChar*p,const xmlChar*u){}
static void ch(void *ctx,const xmlChar*c,int len){n+=len;}
int main(int argc,char**argv){
  xmlInitParser();
  double total=0; long bytes=0;
  for(int i=1;i<argc;i++){
    FILE*f=fopen(argv[i],"rb"); fseek(f,0,SEEK_END); long sz=ftell(f); fseek(f,0,SEEK_SET);
    char*buf=malloc(sz); fread(buf,1,sz,f); fclose(f);
    xmlSAXHandler sax; memset(&sax,0,sizeof sax); sax.initialized=XML_SAX2_MAGIC;
    sax.startElementNs=se; sax.endElementNs=ee; sax.characters=ch; sax.ignorableWhitespace=ch;
    struct timespec a,b; clock_gettime(CLOCK_MONOTONIC,&a);
    xmlParserCtxtPtr c=xmlCreatePushParserCtxt(&sax,NULL,NULL,0,NULL);
    xmlCtxtUseOptions(c,XML_PARSE_NONET|XML_PARSE_NOCDATA|XML_PARSE_IGNORE_ENC);
    int chunk=1<<18;
    for(long s=0;s<sz;s+=chunk){ long cnt = sz-s<chunk?sz-s:chunk; xmlParseChunk(c,buf+s,cnt,s+cnt==sz);}
    xmlFreeParserCtxt(c);
    clock_gettime(CLOCK_MONOTONIC,&b);
    total+= (b.tv_sec-a.tv_sec)+(b.tv_nsec-a.tv_nsec)/1e9; bytes+=sz; free(buf);
  }
  printf("libxml2 SAX2 alone: %.1f MB/s (%.1f MB, %.3f s, %ld events)\n", bytes / 1e6 / total, bytes / 1e6, total, n);
}
