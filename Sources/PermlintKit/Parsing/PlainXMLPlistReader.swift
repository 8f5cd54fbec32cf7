/// Reads an XML property list of the plain form Xcode and other tools write (an XML
/// declaration, Apple's DOCTYPE, `<plist>` around one value, UTF-8 text with LF line breaks)
/// straight from its bytes into `PlistValue`s, without libxml2's reader, a tag scan and an
/// element per tag: parsing Info.plists was an eighth of a monorepo's run (issue 23).
///
/// It checks the rules of well-formed XML that such a file can break, and answers `nil` for
/// anything it does not check itself (another encoding, a CR, CDATA, a processing
/// instruction, an entity of the document, a namespace, an element that is no property-list
/// value, a structural mistake, deep nesting, a long name or literal, a `>` inside a DOCTYPE's
/// literal, a large file): `PlistParser` then reads the file with libxml2 as before, which
/// stays the reference and words every error. What it returns is
/// what that path returns: the same values, texts, positions, indentation and line breaks
/// (`PlainXMLPlistReaderTests` compares both on every plist of the tests and on generated ones).
enum PlainXMLPlistReader {
  /// Files above this size are left to libxml2, whose limits (a text node of 10 MB) then decide.
  static let maximumSize = 4 << 20
  /// Longer attribute names and DOCTYPE literals are left to libxml2, which refuses names and
  /// literals past 50,000 bytes ("Name too long") without `XML_PARSE_HUGE`.
  static let maximumNameLength = 1_000
  /// Deeper nesting is left to libxml2, which stops at 256 levels with its own message.
  static let maximumDepth = 128

  /// The property list of `file`, or `nil` for libxml2 to read.
  static func read(_ file: SourceFile) -> PlistValue? {
    let bytes = file.bytes
    guard bytes.count <= maximumSize, !bytes.isEmpty, bytes[0] == UInt8(ascii: "<") else { return nil }
    // Plain UTF-8 is read as it is: a BOM makes the first byte another, and UTF-16's NUL
    // bytes are no character the reader takes.
    return bytes.withUnsafeBufferPointer { buffer in
      var reader = Reader(buffer: buffer, lines: LineTable(utf8: bytes))
      return reader.document()
    }
  }

  /// One pass over the bytes; every method answers `nil` (or `false`) where the file leaves
  /// the plain form.
  private struct Reader {
    let buffer: UnsafeBufferPointer<UInt8>
    let lines: LineTable
    var index = 0

    init(buffer: UnsafeBufferPointer<UInt8>, lines: LineTable) {
      self.buffer = buffer
      self.lines = lines
    }

    /// An element being read: its kind, where its start tag begins and ends, its direct text
    /// (leaves only), and what its children gave.
    struct Open {
      var name: Name
      var start: Int
      var startTagEnd: Int
      var hasChild = false
      var text: [UInt8] = []
      var entries: [PlistEntry] = []
      var items: [PlistValue] = []
      var pendingKey: Key?
      var value: PlistValue?
    }

    /// A `<key>` waiting for its value: what its entry keeps.
    struct Key {
      var text: String
      var position: SourcePosition
      var indentation: String?
    }

    /// The elements a plain property list is made of.
    enum Name {
      case plist, dict, array, key, string, integer, real, date, data, `true`, `false`

      /// The element named by `bytes`: told apart by length and first and last bytes, then
      /// compared with that one name's bytes. Comparing with each case's raw value made the
      /// string of every case for every tag, a tenth of reading a property list (issue 23).
      init?(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) {
        guard let first = bytes.first, let last = bytes.last else { return nil }
        let candidate: Name
        switch (bytes.count, first) {
        case (5, UInt8(ascii: "p")): candidate = .plist
        case (4, UInt8(ascii: "d")):
          candidate = last == UInt8(ascii: "t") ? .dict : last == UInt8(ascii: "e") ? .date : .data
        case (5, UInt8(ascii: "a")): candidate = .array
        case (3, UInt8(ascii: "k")): candidate = .key
        case (6, UInt8(ascii: "s")): candidate = .string
        case (7, UInt8(ascii: "i")): candidate = .integer
        case (4, UInt8(ascii: "r")): candidate = .real
        case (4, UInt8(ascii: "t")): candidate = .true
        case (5, UInt8(ascii: "f")): candidate = .false
        default: return nil
        }
        guard candidate.spelling.withUTF8Buffer({ $0.elementsEqual(bytes) }) else { return nil }
        self = candidate
      }

      /// The name as written in a tag, without making a string.
      private var spelling: StaticString {
        switch self {
        case .plist: "plist"
        case .dict: "dict"
        case .array: "array"
        case .key: "key"
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .date: "date"
        case .data: "data"
        case .true: "true"
        case .false: "false"
        }
      }

      /// Whether its text is the value (`<key>`, `<string>`, `<integer>`...).
      var isLeaf: Bool {
        switch self {
        case .key, .string, .integer, .real, .date, .data, .true, .false: true
        case .plist, .dict, .array: false
        }
      }
    }

    // MARK: The document

    mutating func document() -> PlistValue? {
      if startsWith("<?xml") {
        guard declaration() else { return nil }
      }
      var sawDoctype = false
      // Before the root: blanks, comments and one DOCTYPE.
      while true {
        skipBlanks()
        guard index < buffer.count else { return nil }
        if startsWith("<!--") {
          guard comment() else { return nil }
        } else if startsWith("<!DOCTYPE") {
          guard !sawDoctype, doctype() else { return nil }
          sawDoctype = true
        } else {
          break
        }
      }
      guard let root = rootElement() else { return nil }
      // After the root: blanks and comments only.
      while true {
        skipBlanks()
        guard index < buffer.count else { return root }
        guard startsWith("<!--"), comment() else { return nil }
      }
    }

    /// `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`, encoding and standalone
    /// optional; any other version or encoding is libxml2's to read.
    mutating func declaration() -> Bool {
      index += 5
      guard skipBlanks(), pseudoAttribute("version", { $0 == Array("1.0".utf8) }) else { return false }
      var hadBlanks = skipBlanks()
      if hadBlanks, startsWith("encoding") {
        guard pseudoAttribute("encoding", { Self.isUTF8Name($0) }) else { return false }
        hadBlanks = skipBlanks()
      }
      if hadBlanks, startsWith("standalone") {
        guard pseudoAttribute("standalone", { $0 == Array("yes".utf8) || $0 == Array("no".utf8) }) else {
          return false
        }
        skipBlanks()
      }
      guard startsWith("?>") else { return false }
      index += 2
      return true
    }

    /// `name = "value"` of the declaration, whose value `accept` judges.
    mutating func pseudoAttribute(_ name: StaticString, _ accept: ([UInt8]) -> Bool) -> Bool {
      guard startsWith(name) else { return false }
      index += name.utf8CodeUnitCount
      skipBlanks()
      guard byte(at: index) == UInt8(ascii: "=") else { return false }
      index += 1
      skipBlanks()
      guard let value = quoted(), accept(value) else { return false }
      return true
    }

    static func isUTF8Name(_ value: [UInt8]) -> Bool {
      value.count == 5 && value.map { $0 | 0x20 } == Array("utf-8".utf8)
    }

    /// A quoted literal of printable ASCII without `<` or `&`.
    mutating func quoted() -> [UInt8]? {
      guard let quote = byte(at: index), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
      let start = index + 1
      var end = start
      while end < buffer.count, buffer[end] != quote {
        let byte = buffer[end]
        guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&") else { return nil }
        end += 1
      }
      guard end < buffer.count else { return nil }
      index = end + 1
      return Array(buffer[start..<end])
    }

    /// `<!DOCTYPE name PUBLIC "id" "uri">` or `<!DOCTYPE name SYSTEM "uri">`, with no
    /// internal subset.
    mutating func doctype() -> Bool {
      index += 9
      guard skipBlanks(), name() != nil, skipBlanks() else { return false }
      if startsWith("PUBLIC") {
        index += 6
        guard skipBlanks(), let id = doctypeLiteral(), id.allSatisfy(Self.isPublicIDByte), skipBlanks(),
          doctypeLiteral() != nil
        else { return false }
      } else if startsWith("SYSTEM") {
        index += 6
        guard skipBlanks(), doctypeLiteral() != nil else { return false }
      } else {
        return false
      }
      skipBlanks()
      guard byte(at: index) == UInt8(ascii: ">") else { return false }
      index += 1
      return true
    }

    /// A DOCTYPE's quoted literal, short and without `>`: libxml2's reader hands its parser
    /// 512 bytes at a time, and the parser starts on a DOCTYPE at the first `>` it holds, even one
    /// inside quotes, then fails on the literal that chunk cut (Apple's DOCTYPE has none).
    mutating func doctypeLiteral() -> [UInt8]? {
      guard let literal = quoted(), literal.count <= PlainXMLPlistReader.maximumNameLength,
        !literal.contains(UInt8(ascii: ">"))
      else { return nil }
      return literal
    }

    /// XML's PubidChar, less CR and LF (a CR is libxml2's to read anyway).
    static func isPublicIDByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        true
      default:
        Array(" -'()+,./:=?;!*#@$_%".utf8).contains(byte)
      }
    }

    /// `<!-- ... -->`, whose text holds no `--` and only characters XML allows.
    mutating func comment() -> Bool {
      index += 4
      while index < buffer.count {
        let byte = buffer[index]
        if byte == UInt8(ascii: "-"), self.byte(at: index + 1) == UInt8(ascii: "-") {
          guard self.byte(at: index + 2) == UInt8(ascii: ">") else { return false }
          index += 3
          return true
        }
        guard character() else { return false }
      }
      return false
    }

    // MARK: Elements

    /// The root `<plist>` and the one value in it, read with a stack of open elements.
    mutating func rootElement() -> PlistValue? {
      var open: [Open] = []
      guard let root = startTag(), root.element.name == .plist else { return nil }
      if root.isEmpty { return nil }
      open.append(root.element)
      // The innermost element's name only: `open.last` copied the element, its lists
      // retained, at every step.
      while !open.isEmpty {
        let innermost = open[open.count - 1].name
        guard index < buffer.count else { return nil }
        let byte = buffer[index]
        if byte != UInt8(ascii: "<") {
          guard text(into: &open[open.count - 1].text, keep: innermost.isLeaf) else { return nil }
          continue
        }
        if startsWith("</") {
          index += 2
          guard let name = name(), name == innermost else { return nil }
          skipBlanks()
          guard self.byte(at: index) == UInt8(ascii: ">") else { return nil }
          index += 1
          guard let closed = open.popLast() else { return nil }
          // The root's end: its one value is the property list.
          if open.isEmpty { return closed.name == .plist ? closed.value : nil }
          guard close(closed, end: index, into: &open) else { return nil }
        } else if startsWith("<!--") {
          guard comment() else { return nil }
        } else {
          // Only containers hold elements; a leaf with a child element is libxml2's to read.
          guard !innermost.isLeaf, open.count < PlainXMLPlistReader.maximumDepth, let child = startTag() else {
            return nil
          }
          open[open.count - 1].hasChild = true
          if child.isEmpty {
            guard close(child.element, end: index, into: &open) else { return nil }
          } else {
            open.append(child.element)
          }
        }
      }
      return nil
    }

    /// A start tag at `index` of an element of the plain form, its attributes checked and
    /// dropped (a property list's values have none that count).
    mutating func startTag() -> (element: Open, isEmpty: Bool)? {
      // After the prolog any byte may stand here; only `<` starts an element.
      guard byte(at: index) == UInt8(ascii: "<") else { return nil }
      let start = index
      index += 1
      guard let name = name() else { return nil }
      var seen: [[UInt8]] = []
      while true {
        let hadBlanks = skipBlanks()
        guard let byte = byte(at: index) else { return nil }
        if byte == UInt8(ascii: ">") {
          index += 1
          return (Open(name: name, start: start, startTagEnd: index), false)
        }
        if byte == UInt8(ascii: "/") {
          guard self.byte(at: index + 1) == UInt8(ascii: ">") else { return nil }
          index += 2
          return (Open(name: name, start: start, startTagEnd: index), true)
        }
        // An attribute: a plain name (no namespace), distinct, with a plain value.
        guard hadBlanks else { return nil }
        let nameStart = index
        guard attributeName(), index - nameStart <= PlainXMLPlistReader.maximumNameLength else { return nil }
        let attribute = Array(buffer[nameStart..<index])
        // `xml…` names are reserved (`xmlns` declares a namespace, `xml:space` and
        // `xml:lang` mean something): libxml2's to read.
        guard !attribute.starts(with: Array("xml".utf8)), !seen.contains(attribute) else { return nil }
        seen.append(attribute)
        skipBlanks()
        guard self.byte(at: index) == UInt8(ascii: "=") else { return nil }
        index += 1
        skipBlanks()
        guard quoted() != nil else { return nil }
      }
    }

    /// An element name of the plain form at `index`.
    mutating func name() -> Name? {
      let start = index
      guard attributeName() else { return nil }
      return Name(buffer[start..<index])
    }

    /// A name of the plain form, an element's or an attribute's: ASCII letters, digits, `_`, `-`
    /// and `.`, starting with a letter or `_`.
    mutating func attributeName() -> Bool {
      let start = index
      while index < buffer.count, Self.isNameByte(buffer[index]) { index += 1 }
      return index > start && Self.isNameStart(buffer[start])
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
      (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
      isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: ".")
    }

    /// Closes `element` (not the root), whose tag (or end tag) ends at `end`, and hands its value
    /// or key to the element around it, the last of `open`: what `PlistFolder` makes of it.
    /// `false` where the folder would record an error (libxml2's path then words it).
    mutating func close(_ element: Open, end: Int, into open: inout [Open]) -> Bool {
      // The scanner's span: the whole element when it holds no child element, else its start tag.
      let position = lines.position(ofRange: element.start..<(element.hasChild ? element.startTagEnd : end))
      let kind: PlistValue.Kind
      switch element.name {
      case .key:
        guard open[open.count - 1].name == .dict, open[open.count - 1].pendingKey == nil else { return false }
        open[open.count - 1].pendingKey = Key(
          text: String(decoding: element.text, as: UTF8.self), position: position,
          indentation: lines.indentation(before: element.start))
        return true
      case .plist:
        // A `<plist>` inside the root.
        return false
      case .string: kind = .string(String(decoding: element.text, as: UTF8.self))
      case .integer: kind = .integer(String(decoding: element.text, as: UTF8.self).trimmingWhitespace())
      case .real: kind = .real(String(decoding: element.text, as: UTF8.self).trimmingWhitespace())
      case .date: kind = .date(String(decoding: element.text, as: UTF8.self).trimmingWhitespace())
      case .data: kind = .data(String(decoding: element.text, as: UTF8.self).trimmingWhitespace())
      case .true: kind = .bool(true)
      case .false: kind = .bool(false)
      case .array: kind = .array(element.items.fitted())
      case .dict:
        guard element.pendingKey == nil else { return false }
        kind = .dictionary(element.entries.fitted())
      }
      let value = PlistValue(kind: kind, position: position)
      let parent = open.count - 1
      switch open[parent].name {
      case .plist:
        // A second value in `<plist>`: left to libxml2's path (the folder keeps the first).
        guard open[parent].value == nil else { return false }
        open[parent].value = value
      case .array:
        open[parent].items.append(value)
      case .dict:
        guard let key = open[parent].pendingKey else { return false }
        open[parent].pendingKey = nil
        open[parent].entries.append(
          PlistEntry(
            key: StringInterner.intern(key.text), keyPosition: key.position, value: value,
            keyIndentation: key.indentation, lineBreak: lines.lineBreak))
      default:
        // Leaves hold no elements (`rootElement` declines them).
        return false
      }
      return true
    }

    // MARK: Text

    /// Character data up to the next `<`, into `text` when `keep`, references replaced:
    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and character references. No `]]>`, no CR,
    /// only characters XML allows. Runs between references are appended at once.
    mutating func text(into text: inout [UInt8], keep: Bool) -> Bool {
      var run = index
      while index < buffer.count {
        let byte = buffer[index]
        switch byte {
        case UInt8(ascii: "<"):
          if keep { text.append(contentsOf: buffer[run..<index]) }
          return true
        case UInt8(ascii: "&"):
          if keep { text.append(contentsOf: buffer[run..<index]) }
          guard reference(into: &text, keep: keep) else { return false }
          run = index
        case UInt8(ascii: "]"):
          guard self.byte(at: index + 1) != UInt8(ascii: "]") || self.byte(at: index + 2) != UInt8(ascii: ">") else {
            return false
          }
          index += 1
        case 0x20..<0x80, 0x0A, 0x09:
          index += 1
        default:
          guard character() else { return false }
        }
      }
      return false
    }

    /// `&...;` at `index`, its text appended to `text` when `keep`.
    mutating func reference(into text: inout [UInt8], keep: Bool) -> Bool {
      index += 1
      if byte(at: index) == UInt8(ascii: "#") {
        index += 1
        var value: UInt32 = 0
        var digits = 0
        let hex = byte(at: index) == UInt8(ascii: "x")
        if hex { index += 1 }
        while let byte = byte(at: index), byte != UInt8(ascii: ";") {
          let digit: UInt32
          switch byte {
          case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
          case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: digit = UInt32(byte - UInt8(ascii: "a") + 10)
          case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: digit = UInt32(byte - UInt8(ascii: "A") + 10)
          default: return false
          }
          digits += 1
          guard digits <= 8 else { return false }
          value = value * (hex ? 16 : 10) + digit
          index += 1
        }
        guard digits > 0, byte(at: index) == UInt8(ascii: ";"), Self.isCharacter(value),
          let scalar = Unicode.Scalar(value)
        else { return false }
        index += 1
        if keep { UTF8.encode(scalar) { text.append($0) } }
        return true
      }
      let start = index
      while let byte = byte(at: index), byte != UInt8(ascii: ";") {
        guard index - start < 5 else { return false }
        index += 1
      }
      guard byte(at: index) == UInt8(ascii: ";") else { return false }
      let name = Array(buffer[start..<index])
      index += 1
      let replacement: UInt8
      switch name {
      case Array("amp".utf8): replacement = UInt8(ascii: "&")
      case Array("lt".utf8): replacement = UInt8(ascii: "<")
      case Array("gt".utf8): replacement = UInt8(ascii: ">")
      case Array("quot".utf8): replacement = UInt8(ascii: "\"")
      case Array("apos".utf8): replacement = UInt8(ascii: "'")
      default: return false
      }
      if keep { text.append(replacement) }
      return true
    }

    /// XML's Char production.
    static func isCharacter(_ value: UInt32) -> Bool {
      switch value {
      case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
      default: false
      }
    }

    /// Steps over one character at `index`: a tab, an LF or printable ASCII, or a well-formed
    /// UTF-8 sequence of a character XML allows. A CR (which XML turns into a line feed) and
    /// every control character are `false`.
    mutating func character() -> Bool {
      let first = buffer[index]
      if first < 0x80 {
        guard first >= 0x20 || first == 0x09 || first == 0x0A else { return false }
        index += 1
        return true
      }
      let length: Int
      var value: UInt32
      switch first {
      case 0xC2...0xDF:
        length = 2
        value = UInt32(first & 0x1F)
      case 0xE0...0xEF:
        length = 3
        value = UInt32(first & 0x0F)
      case 0xF0...0xF4:
        length = 4
        value = UInt32(first & 0x07)
      default:
        return false
      }
      guard index + length <= buffer.count else { return false }
      for offset in 1..<length {
        let byte = buffer[index + offset]
        guard byte & 0xC0 == 0x80 else { return false }
        value = value << 6 | UInt32(byte & 0x3F)
      }
      // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
      let shortest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
      guard value >= shortest, Self.isCharacter(value) else { return false }
      index += length
      return true
    }

    // MARK: Bytes

    func byte(at offset: Int) -> UInt8? { offset < buffer.count ? buffer[offset] : nil }

    func startsWith(_ prefix: StaticString) -> Bool {
      prefix.withUTF8Buffer { prefix in
        guard index + prefix.count <= buffer.count else { return false }
        for offset in 0..<prefix.count where buffer[index + offset] != prefix[offset] { return false }
        return true
      }
    }

    /// Skips spaces, tabs and line feeds; whether there were any.
    @discardableResult
    mutating func skipBlanks() -> Bool {
      let start = index
      while index < buffer.count {
        let byte = buffer[index]
        guard byte == 0x20 || byte == 0x09 || byte == 0x0A else { break }
        index += 1
      }
      return index > start
    }

  }
}
