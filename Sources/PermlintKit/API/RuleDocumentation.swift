enum RuleDocumentation { static func pages() -> [(path: String, contents: String)] { [] } }
