// permlint never touches libxml2's character-encoding handlers, whose ICU fields would pull
// the system's ICU headers in beside Foundation's own copy and break the build.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlschemas.h>
