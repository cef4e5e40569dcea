#ifndef LABELCHECK_CLIBXML2_SHIM_H
#define LABELCHECK_CLIBXML2_SHIM_H
/*
 * Debian's libxml2 is built with ICU, so <libxml/encoding.h> would include the system's ICU
 * headers. Their types clash with the ICU copy inside swift-corelibs-foundation (_FoundationICU)
 * when both reach one Swift module ("'UErrorCode' has different definitions"). labelcheck never
 * touches the ICU members of xmlCharEncodingHandler, so the headers are read without them.
 */
#include <libxml/xmlversion.h>
#ifdef LIBXML_ICU_ENABLED
#undef LIBXML_ICU_ENABLED
#endif
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#endif
