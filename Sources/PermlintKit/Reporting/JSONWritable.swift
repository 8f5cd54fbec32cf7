/// A value that writes itself with a `JSONByteWriter`, its keys in sorted order, as
/// `JSONEncoder` would encode it.
protocol JSONWritable {
  func write(to json: inout JSONByteWriter)
}

extension JSONByteWriter {
  mutating func field(_ key: String, _ value: String) {
    self.key(key)
    string(value)
  }

  mutating func field(_ key: String, _ value: Int) {
    self.key(key)
    int(value)
  }

  mutating func field(_ key: String, _ value: Bool) {
    self.key(key)
    bool(value)
  }

  mutating func field(_ key: String, _ value: some JSONWritable) {
    self.key(key)
    value.write(to: &self)
  }

  mutating func field(_ key: String, _ values: [String]) {
    self.key(key)
    beginArray()
    for value in values { string(value) }
    endArray()
  }

  mutating func field(_ key: String, _ values: [some JSONWritable]) {
    self.key(key)
    beginArray()
    for value in values { value.write(to: &self) }
    endArray()
  }

  /// A dictionary as the encoder writes one: an object, its keys sorted by their UTF-8 bytes.
  mutating func field(_ key: String, _ values: [String: some JSONWritable]) {
    self.key(key)
    beginObject()
    for (key, value) in values.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
      field(key, value)
    }
    endObject()
  }

  mutating func field(_ key: String, _ values: [String: String]) {
    self.key(key)
    beginObject()
    for (key, value) in values.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
      field(key, value)
    }
    endObject()
  }

  /// Optional fields are left out when `nil`, as synthesized `Encodable` leaves them out.
  mutating func field(_ key: String, _ value: String?) {
    if let value { field(key, value) }
  }

  mutating func field(_ key: String, _ value: Int?) {
    if let value { field(key, value) }
  }

  mutating func field(_ key: String, _ value: (some JSONWritable)?) {
    if let value { field(key, value) }
  }

  mutating func field(_ key: String, _ values: [some JSONWritable]?) {
    if let values { field(key, values) }
  }

  mutating func field(_ key: String, _ values: [String: some JSONWritable]?) {
    if let values { field(key, values) }
  }
}
