#include "source_scan.h"

#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// Byte classes: an identifier byte (ASCII letters, digits, `_`, `$`, any byte >= 0x80), an
// identifier's first byte (the same without the digits), and the four spaces the readers skip.
enum { IDENT = 1, IDENT_START = 2, SPACE = 4 };

static const uint8_t classes[256] = {
  ['\t'] = SPACE, ['\n'] = SPACE, ['\r'] = SPACE, [' '] = SPACE,
  ['$'] = IDENT | IDENT_START,
  ['0'] = IDENT, ['1'] = IDENT, ['2'] = IDENT, ['3'] = IDENT, ['4'] = IDENT,
  ['5'] = IDENT, ['6'] = IDENT, ['7'] = IDENT, ['8'] = IDENT, ['9'] = IDENT,
#define L(c) [c] = IDENT | IDENT_START
  L('A'), L('B'), L('C'), L('D'), L('E'), L('F'), L('G'), L('H'), L('I'), L('J'), L('K'), L('L'), L('M'),
  L('N'), L('O'), L('P'), L('Q'), L('R'), L('S'), L('T'), L('U'), L('V'), L('W'), L('X'), L('Y'), L('Z'),
  L('_'),
  L('a'), L('b'), L('c'), L('d'), L('e'), L('f'), L('g'), L('h'), L('i'), L('j'), L('k'), L('l'), L('m'),
  L('n'), L('o'), L('p'), L('q'), L('r'), L('s'), L('t'), L('u'), L('v'), L('w'), L('x'), L('y'), L('z'),
#define L8(c) L(c), L(c + 1), L(c + 2), L(c + 3), L(c + 4), L(c + 5), L(c + 6), L(c + 7)
#define L64(c) L8(c), L8(c + 8), L8(c + 16), L8(c + 24), L8(c + 32), L8(c + 40), L8(c + 48), L8(c + 56)
  L64(0x80), L64(0xC0),
#undef L64
#undef L8
#undef L
};

static inline int is_ident(uint8_t byte) { return classes[byte] & IDENT; }
static inline int is_space(uint8_t byte) { return classes[byte] & SPACE; }

static inline uint64_t load64(const uint8_t *bytes) {
  uint64_t word;
  memcpy(&word, bytes, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  word = __builtin_bswap64(word);
#endif
  return word;
}

// The 128-bit product of two words folded to 64 bits (high half xor low half): one
// multiplication that moves every input bit into the low bits the filters use.
static inline uint64_t fold_multiply(uint64_t a, uint64_t b) {
#if defined(__SIZEOF_INT128__)
  __uint128_t product = (__uint128_t)a * b;
  return (uint64_t)product ^ (uint64_t)(product >> 64);
#else
  uint64_t a_low = (uint32_t)a, a_high = a >> 32, b_low = (uint32_t)b, b_high = b >> 32;
  uint64_t low_low = a_low * b_low, low_high = a_low * b_high, high_low = a_high * b_low;
  uint64_t middle = (low_low >> 32) + (uint32_t)low_high + (uint32_t)high_low;
  uint64_t low = (middle << 32) | (uint32_t)low_low;
  uint64_t high = a_high * b_high + (low_high >> 32) + (high_low >> 32) + (middle >> 32);
  return low ^ high;
#endif
}

// `IdentifierSet.hash`: the length, then the bytes eight at a time as little-endian words (the
// last one, of 1 to 8 bytes, padded with zeros), each folded in by one wide multiplication.
// Most identifiers are at most 8 bytes: one multiplication in all (MurmurHash3's finalizer
// after a multiply-and-rotate was three in one chain, a tenth of the scan).
static inline uint64_t hash_range(const uint8_t *bytes, size_t count, size_t start, size_t end) {
  uint64_t hash = (uint64_t)(end - start) ^ 0x9E3779B97F4A7C15ULL;
  size_t index = start;
  while (end - index > 8) {
    hash = fold_multiply(hash ^ load64(bytes + index), 0x87C37B91114253D5ULL);
    index += 8;
  }
  size_t left = end - index;
  uint64_t word = 0;
  if (left && index + 8 <= count) {
    word = load64(bytes + index) & (~0ULL >> (64 - (left << 3)));
  } else {
    for (size_t shift = 0; index < end; index++, shift += 8) word |= (uint64_t)bytes[index] << shift;
  }
  return fold_multiply(hash ^ word, 0xFF51AFD7ED558CCDULL);
}

uint64_t pl_identifier_hash(const uint8_t *bytes, size_t count, size_t start, size_t end) {
  return hash_range(bytes, count, start, end);
}

static inline uint32_t lookup(const pl_hash_table *table, uint64_t hash) {
  uint64_t slot = hash >> 40 & 4095;
  if (!(table->filter[slot >> 6] & 1ULL << (slot & 63))) return 0;
  uint64_t index = hash & table->mask;
  while (table->groups[index]) {
    if (table->keys[index] == hash) return table->groups[index];
    index = (index + 1) & table->mask;
  }
  return 0;
}

static inline void insert(uint64_t *bits, uint64_t hash) {
  uint64_t first = hash & 4095, second = hash >> 32 & 4095;
  bits[first >> 6] |= 1ULL << (first & 63);
  bits[second >> 6] |= 1ULL << (second & 63);
}

// `DeclarationReader`.
typedef struct {
  const uint8_t *bytes;
  size_t count;
  const pl_scan_tables *tables;
  int has_previous;
  uint64_t previous;
  uint8_t last_byte;
  uint64_t *uses;
  uint64_t *declarations;
} declaration_reader;

static inline size_t skip_spaces(const declaration_reader *reader, size_t index) {
  while (index < reader->count && is_space(reader->bytes[index])) index++;
  return index;
}

static int begins_member(uint8_t byte) {
  return byte == '{' || byte == '}' || byte == ';' || byte == ')' || byte == '>' || byte == ']' || byte == '*';
}

static int is_letter(uint8_t byte) {
  return ((byte | 0x20) >= 'a' && (byte | 0x20) <= 'z') || byte == '_';
}

static int starts_with(const declaration_reader *reader, size_t index, const char *word) {
  size_t length = strlen(word);
  return index + length <= reader->count && memcmp(reader->bytes + index, word, length) == 0;
}

static __attribute__((noinline)) int declares_at(
  const declaration_reader *reader, uint64_t hash, size_t next, int has_previous, uint64_t previous,
  uint8_t last_byte
) {
  const uint8_t *bytes = reader->bytes;
  size_t count = reader->count;
  const pl_scan_tables *tables = reader->tables;
  switch (bytes[next]) {
  case '(': {
    if (!has_previous && !begins_member(last_byte)) return 0;
    if (lookup(&tables->not_functions, hash)) return 0;
    if (has_previous && lookup(&tables->before_calls, previous)) return 0;
    // The `)` that closes the `(`, looked for within 4 KB.
    size_t limit = count < next + 4096 ? count : next + 4096;
    long depth = 0;
    size_t index = next, close = 0;
    int closed = 0;
    for (; index < limit; index++) {
      if (bytes[index] == '(') {
        depth++;
      } else if (bytes[index] == ')') {
        if (--depth == 0) {
          close = index;
          closed = 1;
          break;
        }
      }
    }
    if (!closed) return 0;
    size_t after = skip_spaces(reader, close + 1);
    if (after >= count) return 0;
    uint8_t byte = bytes[after];
    return byte == '{' || byte == ':' || ((byte == '=' || byte == '-') && after + 1 < count && bytes[after + 1] == '>')
      || is_letter(byte);
  }
  case '{':
  case ';':
    return last_byte == ')';
  case '=':
  case ':': {
    if (bytes[next] == ':' && last_byte == ')') return 1;
    if (bytes[next] == '=' && next + 1 < count && (bytes[next + 1] == '=' || bytes[next + 1] == '>')) return 0;
    if (has_previous && lookup(&tables->binding, previous)) return 1;
    size_t value = skip_spaces(reader, next + 1);
    if (value >= count) return 0;
    // `async` or `function` is looked for only where its first byte is.
    uint8_t first = bytes[value];
    return first == '(' || (first == 'a' && starts_with(reader, value, "async"))
      || (first == 'f' && starts_with(reader, value, "function"));
  }
  default:
    return 0;
  }
}

// The offset from `bytes + index` of the first of the next 16 bytes that is `a`, `b` or `c`;
// 16 when none is (the caller has 16 bytes there).
static inline size_t first_of_three(const uint8_t *bytes, size_t index, uint8_t a, uint8_t b, uint8_t c) {
#if defined(__SSE2__)
  __m128i v = _mm_loadu_si128((const __m128i *)(bytes + index));
  __m128i hits = _mm_or_si128(
    _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8((char)a)), _mm_cmpeq_epi8(v, _mm_set1_epi8((char)b))),
    _mm_cmpeq_epi8(v, _mm_set1_epi8((char)c)));
  int mask = _mm_movemask_epi8(hits);
  return mask ? (size_t)__builtin_ctz((unsigned)mask) : 16;
#else
  for (size_t offset = 0; offset < 16; offset++) {
    uint8_t byte = bytes[index + offset];
    if (byte == a || byte == b || byte == c) return offset;
  }
  return 16;
#endif
}

// `SourceTokenizer.skipString`: the end of the string literal whose quote is at `start`. The
// bytes that decide nothing (all but the quote, a backslash and a line feed) are passed over
// sixteen at a time.
static size_t skip_string(const uint8_t *bytes, size_t count, size_t start, int raw) {
  uint8_t quote = bytes[start];
  int triple = start + 2 < count && bytes[start + 1] == quote && bytes[start + 2] == quote;
  size_t index = start + (triple ? 3 : 1);
  while (index < count) {
    if (index + 16 <= count) {
      size_t offset = first_of_three(bytes, index, quote, '\\', '\n');
      index += offset;
      if (offset == 16) continue;
    }
    uint8_t byte = bytes[index];
    if (byte == '\\' && !raw) {
      index = index + 2 < count ? index + 2 : count;
      continue;
    }
    if (byte == quote) {
      if (!triple) return index + 1;
      if (index + 2 < count && bytes[index + 1] == quote && bytes[index + 2] == quote) return index + 3;
    }
    if (byte == '\n' && !triple && quote != '`') return index;
    index++;
  }
  return count;
}

// `SourceTokenizer.skipBlockComment`: nested block comments. Bytes other than `/` and `*` are
// passed over sixteen at a time.
static size_t skip_block_comment(const uint8_t *bytes, size_t count, size_t start) {
  long depth = 0;
  size_t index = start;
  while (index + 1 < count) {
    if (index + 17 <= count) {
      size_t offset = first_of_three(bytes, index, '/', '*', '*');
      index += offset;
      if (offset == 16) continue;
    }
    if (bytes[index] == '/' && bytes[index + 1] == '*') {
      depth++;
      index += 2;
    } else if (bytes[index] == '*' && bytes[index + 1] == '/') {
      depth--;
      index += 2;
      if (depth == 0) return index;
    } else {
      index++;
    }
  }
  return count;
}

static inline size_t end_of_line(const uint8_t *bytes, size_t count, size_t start) {
  const uint8_t *found = memchr(bytes + start, '\n', count - start);
  return found ? (size_t)(found - bytes) : count;
}

// The classes of 64 bytes from `bytes` (fewer at the end of the buffer, the rest read as
// zeros, which are of no class), one bit per byte, lowest first.
typedef struct {
  uint64_t identifier;
  uint64_t digit;
  uint64_t special;
} block_masks;

#if defined(__SSE2__)
static inline void classify16(const uint8_t *bytes, int tokens, uint64_t shift, block_masks *masks) {
  __m128i v = _mm_loadu_si128((const __m128i *)bytes);
  // Letters, folded to lower case by setting 0x20 (which maps no other byte into a to z).
  __m128i lower = _mm_or_si128(v, _mm_set1_epi8(0x20));
  __m128i letter = _mm_and_si128(
    _mm_cmpgt_epi8(lower, _mm_set1_epi8('a' - 1)), _mm_cmplt_epi8(lower, _mm_set1_epi8('z' + 1)));
  __m128i digit = _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8('0' - 1)), _mm_cmplt_epi8(v, _mm_set1_epi8('9' + 1)));
  __m128i other = _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('_')), _mm_cmpeq_epi8(v, _mm_set1_epi8('$')));
  // Bytes from 0x80 (signed negative) are of a multi-byte character: their sign bit.
  uint64_t identifier = (uint64_t)(uint16_t)(_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(letter, digit), other))
                                             | _mm_movemask_epi8(v));
  masks->identifier |= identifier << shift;
  masks->digit |= (uint64_t)(uint16_t)_mm_movemask_epi8(digit) << shift;
  if (tokens) {
    __m128i quote = _mm_or_si128(
      _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('"')), _mm_cmpeq_epi8(v, _mm_set1_epi8('\''))),
      _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('`')), _mm_cmpeq_epi8(v, _mm_set1_epi8('/'))));
    masks->special |= (uint64_t)(uint16_t)_mm_movemask_epi8(quote) << shift;
  }
}
#endif

static inline block_masks classify(const uint8_t *bytes, size_t count, size_t base, int tokens) {
  block_masks masks = {0, 0, 0};
  size_t length = count - base < 64 ? count - base : 64;
#if defined(__SSE2__)
  if (length == 64) {
    for (int part = 0; part < 4; part++) classify16(bytes + base + 16 * part, tokens, 16 * (uint64_t)part, &masks);
    return masks;
  }
#endif
  for (size_t index = 0; index < length; index++) {
    uint8_t byte = bytes[base + index];
    masks.identifier |= (uint64_t)(classes[byte] & IDENT) << index;
    masks.digit |= (uint64_t)(byte >= '0' && byte <= '9') << index;
    if (tokens) {
      masks.special |= (uint64_t)(byte == '"' || byte == '\'' || byte == '`' || byte == '/') << index;
    }
  }
  return masks;
}

// The identifier bytes of the 64 bytes from `bytes + base` (fewer at the end of the buffer).
static inline uint64_t identifier_mask(const uint8_t *bytes, size_t count, size_t base) {
  return classify(bytes, count, base, 0).identifier;
}

// A string literal's bytes `start..<end`, its quotes included, as `TokenFingerprint` reads
// them: each run of identifier bytes into the fingerprint's uses and looked up in
// `string_words`, none of them a declaration (a string declares nothing, and the code reader
// never finds a declaration there); the reader's context after it is that of its last byte
// that is not a space: its last run, or that byte. The runs are found by masks.
static inline uint32_t read_string(declaration_reader *reader, size_t start, size_t end) {
  const uint8_t *bytes = reader->bytes;
  const pl_scan_tables *tables = reader->tables;
  const pl_hash_table *words = &tables->string_words;
  uint32_t found = 0;
  uint64_t last_hash = 0;
  size_t last_end = 0;
  size_t run_start = 0;
  int pending = 0;
  for (size_t base = start; base < end; base += 64) {
    uint64_t identifier = identifier_mask(bytes, reader->count, base);
    if (end - base < 64) identifier &= ~(~0ULL << (end - base));
    uint64_t shifted = identifier << 1 | (uint64_t)pending;
    uint64_t starts = identifier & ~shifted;
    uint64_t ends = ~identifier & shifted;
    if (pending && ends) {
      size_t stop = base + (size_t)__builtin_ctzll(ends);
      ends &= ends - 1;
      pending = 0;
      last_hash = hash_range(bytes, reader->count, run_start, stop);
      last_end = stop;
      insert(reader->uses, last_hash);
      found |= lookup(words, last_hash);
    }
    for (; starts; starts &= starts - 1) {
      size_t at = base + (size_t)__builtin_ctzll(starts);
      if (!ends) {
        pending = 1;
        run_start = at;
        break;
      }
      size_t stop = base + (size_t)__builtin_ctzll(ends);
      ends &= ends - 1;
      last_hash = hash_range(bytes, reader->count, at, stop);
      last_end = stop;
      insert(reader->uses, last_hash);
      found |= lookup(words, last_hash);
    }
  }
  if (pending) {
    last_hash = hash_range(bytes, reader->count, run_start, end);
    last_end = end;
    insert(reader->uses, last_hash);
    found |= lookup(words, last_hash);
  }
  // No run ends at `start`, the quote: `last_end` 0 is no run.
  size_t back = end;
  while (back > start && is_space(bytes[back - 1])) back--;
  if (back > start && back == last_end) {
    reader->has_previous = 1;
    reader->previous = last_hash;
    reader->last_byte = 0;
  } else if (back > start) {
    reader->has_previous = 0;
    reader->last_byte = bytes[back - 1];
  }
  size_t length = tables->string_prefix_length;
  if (length && start + 1 + length <= end && memcmp(bytes + start + 1, tables->string_prefix, length) == 0) {
    found |= tables->string_prefix_group;
  }
  return found;
}

// The state of a scan by masks: where the current stretch of code began (the start, or the
// end of the last comment or string) and the declaration reader's context there; the last
// identifier read in code. The context of an identifier is then found by looking back from
// it over spaces, as `DeclarationReader.pass` would have left it.
typedef struct {
  declaration_reader reader;
  size_t stretch;
  int stretch_has_previous;
  uint64_t stretch_previous;
  uint8_t stretch_last_byte;
  int has_identifier;
  size_t identifier_end;
  uint64_t identifier_hash;
  // Whether that identifier, or the one the stretch began after, is a declaring word.
  int identifier_declaring;
  int stretch_declaring;
} mask_scan;

// The reader's context before the byte at `start`, in code.
static inline void context_before(
  const mask_scan *scan, size_t start, int *has_previous, uint64_t *previous, uint8_t *last_byte
) {
  const uint8_t *bytes = scan->reader.bytes;
  size_t index = start;
  while (index > scan->stretch && is_space(bytes[index - 1])) index--;
  if (index == scan->stretch) {
    *has_previous = scan->stretch_has_previous;
    *previous = scan->stretch_previous;
    *last_byte = scan->stretch_last_byte;
  } else if (scan->has_identifier && index == scan->identifier_end) {
    *has_previous = 1;
    *previous = scan->identifier_hash;
    *last_byte = 0;
  } else {
    *has_previous = 0;
    *previous = 0;
    *last_byte = bytes[index - 1];
  }
}

// Whether `hash` may be in `table`: the filter alone, which turns away nearly every hash.
static inline int may_hold(const pl_hash_table *table, uint64_t hash) {
  uint64_t slot = hash >> 40 & 4095;
  return (table->filter[slot >> 6] >> (slot & 63)) & 1;
}

// The groups of the needles of `prefix_runs` that begin at `start`, a run whose hash is `hash`.
static __attribute__((noinline)) uint32_t compare_prefixes(const declaration_reader *reader, size_t start, uint64_t hash) {
  const pl_scan_tables *tables = reader->tables;
  uint32_t found = 0;
  for (uint32_t candidates = lookup(&tables->prefix_runs, hash); candidates; candidates &= candidates - 1) {
    int index = __builtin_ctz(candidates);
    size_t length = tables->prefix_lengths[index];
    if (start + length <= reader->count && memcmp(reader->bytes + start, tables->prefix_needles[index], length) == 0) {
      found |= tables->prefix_groups[index];
    }
  }
  return found;
}

static inline uint32_t prefix_matches(const declaration_reader *reader, size_t start, uint64_t hash) {
  return may_hold(&reader->tables->prefix_runs, hash) ? compare_prefixes(reader, start, hash) : 0;
}

// The groups of `digit_groups` a run that begins with digits names without them.
static __attribute__((noinline)) uint32_t without_digits(
  const declaration_reader *reader, const pl_hash_table *words, size_t start, size_t end
) {
  const pl_scan_tables *tables = reader->tables;
  while (start < end && reader->bytes[start] >= '0' && reader->bytes[start] <= '9') start++;
  if (start == end) return 0;
  uint64_t hash = hash_range(reader->bytes, reader->count, start, end);
  return (lookup(words, hash) | prefix_matches(reader, start, hash)) & tables->digit_groups;
}

// An identifier of code at `start..<end`: its hash into the fingerprint, and its groups.
static inline __attribute__((always_inline)) uint32_t read_identifier(mask_scan *scan, const pl_hash_table *words, size_t start, size_t end) {
  declaration_reader *reader = &scan->reader;
  uint64_t hash = hash_range(reader->bytes, reader->count, start, end);
  insert(reader->uses, hash);
  // The context before the identifier is looked back for only where it can matter: after a
  // declaring word (`func`, `const`), or before the bytes a declaration's shape begins with.
  // Most identifiers are neither, and looking back over the spaces before each one was a
  // fifth of the scan.
  const pl_hash_table *declaring = &reader->tables->declaring;
  int declared = 0;
  size_t next = skip_spaces(reader, end);
  uint8_t after = next < reader->count ? reader->bytes[next] : 0;
  int shape = after == '(' || after == '{' || after == ';' || after == '=' || after == ':';
  if (shape || (scan->has_identifier && scan->identifier_declaring) || scan->stretch_declaring) {
    int has_previous;
    uint64_t previous;
    uint8_t last_byte;
    context_before(scan, start, &has_previous, &previous, &last_byte);
    if (has_previous && lookup(declaring, previous)) {
      declared = 1;
    } else if (shape) {
      declared = declares_at(reader, hash, next, has_previous, previous, last_byte);
    }
  }
  if (declared) insert(reader->declarations, hash);
  scan->has_identifier = 1;
  scan->identifier_end = end;
  scan->identifier_hash = hash;
  scan->identifier_declaring = may_hold(declaring, hash) && lookup(declaring, hash);
  uint32_t found = lookup(words, hash) | prefix_matches(reader, start, hash);
  uint8_t first = reader->bytes[start];
  if (reader->tables->digit_groups && first >= '0' && first <= '9') found |= without_digits(reader, words, start, end);
  return found;
}

// A string literal at `start..<end` (from its quote) whose context is the code's before
// `context` (its quote, or the `r` of a Dart raw string, which is no byte of code): its runs
// read as `read_string` says, and a new stretch of code after it.
static inline uint32_t read_string_literal(mask_scan *scan, size_t context, size_t start, size_t end) {
  declaration_reader *reader = &scan->reader;
  context_before(scan, context, &reader->has_previous, &reader->previous, &reader->last_byte);
  uint32_t found = read_string(reader, start, end);
  scan->stretch = end;
  scan->stretch_has_previous = reader->has_previous;
  scan->stretch_previous = reader->previous;
  scan->stretch_last_byte = reader->last_byte;
  scan->stretch_declaring = reader->has_previous && lookup(&reader->tables->declaring, reader->previous);
  scan->has_identifier = 0;
  return found;
}

// A comment at `start..<end`: skipped, the context before it kept for the code after it.
static inline void skip_comment(mask_scan *scan, size_t start, size_t end) {
  context_before(
    scan, start, &scan->stretch_has_previous, &scan->stretch_previous, &scan->stretch_last_byte);
  scan->stretch_declaring = scan->stretch_has_previous && lookup(&scan->reader.tables->declaring, scan->stretch_previous);
  scan->stretch = end;
  scan->has_identifier = 0;
}

// A run of identifier bytes at `start..<end` in code. With `tokens`, digits before its first
// letter are punctuation, and an `r` before a quote begins a Dart raw string: then the end of
// that string, where scanning goes on; otherwise 0.
static inline __attribute__((always_inline)) size_t read_run(mask_scan *scan, size_t start, size_t end, int tokens, uint32_t *found) {
  const uint8_t *bytes = scan->reader.bytes;
  size_t count = scan->reader.count;
  const pl_hash_table *words = &scan->reader.tables->code_words;
  if (tokens) {
    while (start < end && bytes[start] >= '0' && bytes[start] <= '9') start++;
    if (start == end) return 0;
    if (end - start == 1 && bytes[start] == 'r' && end < count && (bytes[end] == '\'' || bytes[end] == '"')) {
      size_t stop = skip_string(bytes, count, end, 1);
      *found |= read_string_literal(scan, start, end, stop);
      return stop;
    }
  }
  *found |= read_identifier(scan, words, start, end);
  return 0;
}

// Both scans, 64 bytes at a time: the masks of identifier bytes give the runs without a test
// per byte; `tokens` adds the quotes and slashes, where strings and comments may begin.
// Inlined into both readings so that `tokens` is a constant in each and the identifier path
// (`read_run`, `read_identifier`) is one loop body, not a call per identifier.
static inline __attribute__((always_inline)) uint32_t scan_by_masks(
  const uint8_t *bytes, size_t count, const pl_scan_tables *tables, uint64_t *uses, uint64_t *declarations,
  int tokens
) {
  memset(uses, 0, 64 * sizeof *uses);
  memset(declarations, 0, 64 * sizeof *declarations);
  mask_scan scan = {
    .reader = {bytes, count, tables, 0, 0, '{', uses, declarations},
    .stretch = 0,
    .stretch_has_previous = 0,
    .stretch_previous = 0,
    .stretch_last_byte = '{',
    .has_identifier = 0,
    .identifier_declaring = 0,
    .stretch_declaring = 0,
  };
  uint32_t found = 0;
  // A run of identifier bytes that began before the current block, and where.
  int pending = 0;
  size_t pending_start = 0;
  size_t base = 0;
  while (base < count) {
    block_masks masks = classify(bytes, count, base, tokens);
    uint64_t shifted = masks.identifier << 1 | (uint64_t)pending;
    uint64_t starts = masks.identifier & ~shifted;
    uint64_t ends = ~masks.identifier & shifted;
    size_t next = base + 64;
    if (pending) {
      // A block of identifier bytes only: the run goes on.
      if (!ends) goto next_block;
      size_t end = base + (size_t)__builtin_ctzll(ends);
      ends &= ends - 1;
      pending = 0;
      size_t stop = read_run(&scan, pending_start, end, tokens, &found);
      if (stop) {
        next = stop;
        goto next_block;
      }
    }
    // The runs in order, each with its end, and the bytes where strings and comments may begin.
    for (uint64_t events = starts | masks.special; events; events &= events - 1) {
      int bit = __builtin_ctzll(events);
      size_t at = base + (size_t)bit;
      if (masks.special >> bit & 1) {
        uint8_t byte = bytes[at];
        size_t stop;
        if (byte == '/') {
          if (at + 1 >= count || (bytes[at + 1] != '/' && bytes[at + 1] != '*')) continue;
          stop = bytes[at + 1] == '/' ? end_of_line(bytes, count, at) : skip_block_comment(bytes, count, at);
          skip_comment(&scan, at, stop);
        } else {
          stop = skip_string(bytes, count, at, 0);
          found |= read_string_literal(&scan, at, at, stop);
        }
        next = stop;
        goto next_block;
      }
      if (!ends) {
        pending = 1;
        pending_start = at;
        goto next_block;
      }
      size_t end = base + (size_t)__builtin_ctzll(ends);
      ends &= ends - 1;
      size_t stop = read_run(&scan, at, end, tokens, &found);
      if (stop) {
        next = stop;
        goto next_block;
      }
    }
  next_block:
    base = next;
  }
  // The last run reaches the end of the bytes.
  if (pending) read_run(&scan, pending_start, count, tokens, &found);
  return found;
}
uint32_t pl_scan_raw(
  const uint8_t *bytes, size_t count, const pl_scan_tables *tables, uint64_t *uses, uint64_t *declarations
) {
  return scan_by_masks(bytes, count, tables, uses, declarations, 0);
}

uint32_t pl_scan_tokens(
  const uint8_t *bytes, size_t count, const pl_scan_tables *tables, uint64_t *uses, uint64_t *declarations
) {
  return scan_by_masks(bytes, count, tables, uses, declarations, 1);
}
