/*
 * Stand-ins for the seven ICU functions Debian's static libxml2 refers to, linked into the
 * static release binary instead of ICU itself (about 35 MB, most of it conversion tables).
 *
 * permlint never asks libxml2 to convert an encoding: it transcodes UTF-16 and Latin-1 input
 * to UTF-8 itself and tells libxml2 the text is UTF-8. Should libxml2 still look for a
 * converter, it tries its built-in ones and glibc's iconv first; ICU was its last resort, and
 * these answer "unsupported", which libxml2 reports as an encoding error, never a crash.
 */
#include <stddef.h>

typedef int UErrorCode;
typedef signed char UBool;
typedef unsigned short UChar;
typedef struct UConverter UConverter;

enum { U_UNSUPPORTED_ERROR = 16 };

static void unsupported(UErrorCode *error) {
  if (error != NULL && *error <= 0) *error = U_UNSUPPORTED_ERROR;
}

UConverter *ucnv_open_72(const char *name, UErrorCode *error) {
  (void)name;
  unsupported(error);
  return NULL;
}

void ucnv_close_72(UConverter *converter) { (void)converter; }

void ucnv_convertEx_72(UConverter *target_converter, UConverter *source_converter, char **target,
                       const char *target_limit, const char **source, const char *source_limit,
                       UChar *pivot_start, UChar **pivot_source, UChar **pivot_target,
                       const UChar *pivot_limit, UBool reset, UBool flush, UErrorCode *error) {
  (void)target_converter; (void)source_converter; (void)target; (void)target_limit;
  (void)source; (void)source_limit; (void)pivot_start; (void)pivot_source; (void)pivot_target;
  (void)pivot_limit; (void)reset; (void)flush;
  unsupported(error);
}

typedef void (*Callback)(void);

void ucnv_setFromUCallBack_72(UConverter *converter, Callback action, const void *context,
                              Callback *old_action, const void **old_context, UErrorCode *error) {
  (void)converter; (void)action; (void)context; (void)old_action; (void)old_context;
  unsupported(error);
}

void ucnv_setToUCallBack_72(UConverter *converter, Callback action, const void *context,
                            Callback *old_action, const void **old_context, UErrorCode *error) {
  (void)converter; (void)action; (void)context; (void)old_action; (void)old_context;
  unsupported(error);
}

void UCNV_FROM_U_CALLBACK_STOP_72(void) {}
void UCNV_TO_U_CALLBACK_STOP_72(void) {}
