// The byte loops of permlint's source stage, in C: the identifier fingerprint of a file
// (`IdentifierFingerprint`), its seed words and, for the Dart and JavaScript readers, the
// words that decide whether the file is worth tokenizing in Swift. They do what the Swift
// code they stand in for does (`IdentifierSet.scan`, `SourceTokenizer` with
// `TokenFingerprint`, `DeclarationReader`), bit for bit; the tests compare them on fixtures
// and on random bytes. C because these loops are most of what reading an app's code costs,
// and here they compile to plain loads, table lookups and no bounds checks or reference
// counting (Docs/performance.md, "The source stage in C").
#ifndef PERMLINT_SOURCE_SCAN_H
#define PERMLINT_SOURCE_SCAN_H

#include <stddef.h>
#include <stdint.h>

/// A set of identifier hashes (`IdentifierSet.hash`), each with the group bits it answers,
/// in open addressing: `groups[i] == 0` marks an empty slot. `filter` turns most hashes away
/// before a probe (one bit per value of `hash >> 40 & 4095`).
typedef struct pl_hash_table {
  const uint64_t *keys;
  const uint32_t *groups;
  uint64_t mask;
  uint64_t filter[64];
} pl_hash_table;

/// What a scan looks for, built once per catalog.
typedef struct pl_scan_tables {
  /// Identifiers of code (outside comments and strings); in the raw scan, every identifier.
  pl_hash_table code_words;
  /// Runs of identifier bytes inside string literals (token scan only).
  pl_hash_table string_words;
  /// `DeclarationReader`'s words: declaring, binding, not functions, before calls.
  pl_hash_table declaring;
  pl_hash_table binding;
  pl_hash_table not_functions;
  pl_hash_table before_calls;
  /// Needles that begin with a run of identifier bytes and go on with other bytes
  /// (`android.permission.`), looked for where a run of code begins: `prefix_runs` gives, for
  /// the hash of such a first run, the bits of the needles (`prefix_needles[i]`, of
  /// `prefix_lengths[i]` bytes, adding `prefix_groups[i]`) to compare there; at most 32.
  pl_hash_table prefix_runs;
  const uint8_t *const *prefix_needles;
  const size_t *prefix_lengths;
  const uint32_t *prefix_groups;
  /// The groups also looked for in a run without the digits it begins with: in the raw scan
  /// `1stat` is one run, where a tokenizer reads `1` and the identifier `stat`.
  uint32_t digit_groups;
  /// A string literal whose contents start with these bytes adds `string_prefix_group`.
  const uint8_t *string_prefix;
  size_t string_prefix_length;
  uint32_t string_prefix_group;
} pl_scan_tables;

/// `IdentifierSet.hash` of `bytes[start..<end]` in a buffer of `count` bytes.
uint64_t pl_identifier_hash(const uint8_t *bytes, size_t count, size_t start, size_t end);

/// Every run of identifier bytes in `bytes`, comments and strings included, as
/// `IdentifierSet.scan` reads them: the fingerprint of a file's identifiers, two Bloom filters
/// of 4,096 bits (`uses` and `declarations`, 64 words each, cleared first), and the groups of
/// `code_words` found.
uint32_t pl_scan_raw(
  const uint8_t *bytes, size_t count, const pl_scan_tables *tables, uint64_t *uses, uint64_t *declarations);

/// The tokens of `bytes` as `SourceTokenizer` (comments written with slashes) yields them,
/// read as `TokenFingerprint` reads them: identifiers of code and runs inside string
/// literals make the fingerprint; comments are skipped. `found`: the groups of the code's
/// identifiers in `code_words`, of the runs of its strings in `string_words`, and
/// `string_prefix_group` when a string literal starts with `string_prefix`.
uint32_t pl_scan_tokens(
  const uint8_t *bytes, size_t count, const pl_scan_tables *tables, uint64_t *uses, uint64_t *declarations);

#endif
