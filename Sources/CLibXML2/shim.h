#ifndef LABELCHECK_CLIBXML2_SHIM_H
#define LABELCHECK_CLIBXML2_SHIM_H
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#endif
