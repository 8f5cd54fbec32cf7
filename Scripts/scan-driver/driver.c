// Times the source stage's C pass (`Sources/CSourceScan/source_scan.c`) alone: every Dart,
// TypeScript, JavaScript, Swift, Kotlin and Java file under a folder is read into memory, then
// scanned on one thread, forty times; the best time is printed with a checksum of the bits and
// groups, so that a change to the pass can be timed in a second and shown to keep its output.
// Built and run by `Scripts/scan-driver.sh`; the release build and `Scripts/benchmark.sh`
// stay the measure of the whole run.
#define _GNU_SOURCE
#include "source_scan.h"
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
  uint8_t *bytes;
  size_t count;
} loaded_file;

static loaded_file *files;
static size_t file_count, file_capacity;

static int load(const char *path, const struct stat *status, int flag, struct FTW *walk) {
  (void)walk;
  if (flag != FTW_F) return 0;
  static const char *extensions[] = {".dart", ".ts", ".tsx", ".js", ".jsx", ".swift", ".kt", ".java", ".m"};
  const char *dot = strrchr(path, '.');
  int wanted = 0;
  for (size_t index = 0; dot && index < sizeof extensions / sizeof *extensions; index++) {
    wanted |= strcmp(dot, extensions[index]) == 0;
  }
  if (!wanted) return 0;
  FILE *file = fopen(path, "rb");
  if (!file) return 0;
  uint8_t *bytes = malloc((size_t)status->st_size + 1);
  size_t count = fread(bytes, 1, (size_t)status->st_size, file);
  fclose(file);
  if (file_count == file_capacity) {
    file_capacity = file_capacity ? file_capacity * 2 : 1024;
    files = realloc(files, file_capacity * sizeof *files);
  }
  files[file_count++] = (loaded_file){bytes, count};
  return 0;
}

// A table of `words` in the layout `SourceScanTables` builds (open addressing, a filter).
static pl_hash_table table(const char *const *words, size_t count) {
  size_t size = 8;
  while (size < count * 2) size *= 2;
  uint64_t *keys = calloc(size, sizeof *keys);
  uint32_t *groups = calloc(size, sizeof *groups);
  pl_hash_table result;
  memset(&result, 0, sizeof result);
  result.keys = keys;
  result.groups = groups;
  result.mask = size - 1;
  for (size_t index = 0; index < count; index++) {
    size_t length = strlen(words[index]);
    uint64_t hash = pl_identifier_hash((const uint8_t *)words[index], length, 0, length);
    uint64_t slot = hash >> 40 & 4095;
    result.filter[slot >> 6] |= 1ULL << (slot & 63);
    size_t at = hash & (size - 1);
    while (groups[at] && keys[at] != hash) at = (at + 1) & (size - 1);
    keys[at] = hash;
    groups[at] |= 1;
  }
  return result;
}

#define TABLE(words) table(words, sizeof words / sizeof *words)

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s FOLDER [raw]\n", argv[0]);
    return 2;
  }
  nftw(argv[1], load, 64, FTW_PHYS);
  // `DeclarationReader`'s words (Sources/PermlintKit/Core/DeclarationReader.swift) and words of
  // the catalog's shape: the pass's cost hardly depends on which words they are.
  static const char *const declaring[] = {"function", "func", "fun", "def", "class", "struct", "interface", "object",
    "enum", "extension", "protocol", "typealias", "mixin", "type", "get", "set", "const", "let", "var", "val", "final",
    "late"};
  static const char *const binding[] = {"const", "let", "var", "val", "final", "late"};
  static const char *const not_functions[] = {"if", "while", "for", "switch", "catch", "when", "return", "typeof",
    "sizeof", "super", "this", "function", "guard", "synchronized", "assert", "await"};
  static const char *const before_calls[] = {"return", "await", "new", "throw", "yield", "case", "else", "in", "is",
    "as", "typeof", "not", "delete", "try"};
  static const char *const code[] = {"Permission", "openAppSettings", "PERMISSIONS", "openSettings",
    "requestNotifications", "checkNotifications", "requestPermissions", "requestAccess", "AVCaptureDevice",
    "ActivityCompat"};
  static const char *const strings[] = {"app"};
  pl_scan_tables tables;
  memset(&tables, 0, sizeof tables);
  tables.code_words = TABLE(code);
  tables.string_words = TABLE(strings);
  tables.declaring = TABLE(declaring);
  tables.binding = TABLE(binding);
  tables.not_functions = TABLE(not_functions);
  tables.before_calls = TABLE(before_calls);
  tables.prefix_runs = table(NULL, 0);
  tables.string_prefix = (const uint8_t *)"app-settings:";
  tables.string_prefix_length = strlen("app-settings:");
  tables.string_prefix_group = 1;
  int raw = argc > 2 && strcmp(argv[2], "raw") == 0;
  size_t total = 0;
  for (size_t index = 0; index < file_count; index++) total += files[index].count;
  uint64_t uses[64], declarations[64], checksum = 0;
  double best = 1e30;
  for (int round = 0; round < 40; round++) {
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (size_t index = 0; index < file_count; index++) {
      const loaded_file *file = &files[index];
      uint32_t found = raw ? pl_scan_raw(file->bytes, file->count, &tables, uses, declarations)
                           : pl_scan_tokens(file->bytes, file->count, &tables, uses, declarations);
      if (round == 0) {
        checksum = checksum * 31 + found;
        for (int word = 0; word < 64; word++) checksum = checksum * 31 + (uses[word] ^ declarations[word] * 7);
      }
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double ms = (double)(end.tv_sec - start.tv_sec) * 1e3 + (double)(end.tv_nsec - start.tv_nsec) / 1e6;
    if (ms < best) best = ms;
  }
  printf("%zu files, %.1f MB, %s pass: best of 40 %.1f ms (%.2f ns a byte), checksum %016llx\n", file_count,
    (double)total / 1048576.0, raw ? "raw" : "token", best, best * 1e6 / (double)total,
    (unsigned long long)checksum);
  return 0;
}
