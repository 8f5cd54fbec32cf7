#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The shape of every file of the catalog (the YAML under `rules/`): every key a file may
/// have, the type of each value, and the fields an entry must have. The catalog is checked
/// against these when it is read, so a misspelt key, a single value where a list belongs or a
/// missing field is an error at its line, never data silently read as empty. A new catalog
/// file needs its shape here (a test fails for a file under `rules/` without one).
enum CatalogShapes {
  /// The shape of each catalog file, by file name.
  // Computed, not stored: the shapes are needed once per run, and a stored global of an
  // indirect enum is reported as leaked by LeakSanitizer (its boxes are reached only through
  // tagged pointers), which fails every fuzz target.
  static var byFile: [String: YAMLShape] {
    [
      "permissions.yml": permissions,
      "ios-purpose-keys.yml": iosPurposeKeys,
      "ios-background-modes.yml": .record([
        .required(
          "modes",
          .dictionary(.record([.optional("justified-by", .texts), .optional("requires-keys", .texts)])))
      ]),
      "android-permissions.yml": androidPermissions,
      "native-permission-apis.yml": .record([
        .required(
          "apple",
          .record([
            .required(
              "permissions",
              .dictionary(
                .record([
                  .required("keys", .texts), .optional("also", .texts), .optional("effect", .text),
                  .optional("always", .boolean), .optional("severity", .choice(["warning"])),
                ]))),
            .required(
              "calls",
              .list(
                .record([
                  .required("symbol", .text), .required("permission", .text), .optional("receivers", .texts),
                  .optional("arguments", .texts), .optional("init", .boolean), .optional("use", .boolean),
                  .optional("prompts", .boolean),
                ]))),
            .required("uses", .dictionary(.texts)),
            .required("settings", .texts),
            .optional("location-services", locationServices),
          ])),
        .required(
          "android",
          .record([
            .required("calls", .texts), .required("checks", .texts), .required("always", .texts),
            .required("photo-picker", .texts),
            .required("settings", .texts),
            .optional("location-services", locationServices),
            .required("implied", .dictionary(.record([.required("by", .texts), .optional("below-target", .integer)]))),
            .optional(
              "health-connect",
              .record([
                .required("jetpack", .text), .required("platform", .text), .required("read", .text),
                .required("write", .text), .required("constants", .dictionary(.text)),
                .required("records", .dictionary(.text)),
              ])),
          ])),
      ]),
      "primer-wording.yml": .record([
        .required("languages", .dictionary(.record([.required("grant-words", .texts), .optional("neutral", .text)])))
      ]),
      "android-foreground-services.yml": .record([
        .optional("base-permission", .text),
        .optional("from-target", .integer),
        .required(
          "types",
          .dictionary(
            .record([
              .optional("permission", .text),
              .optional("prerequisite", .record([.optional("any-of", .texts), .optional("or", .text)])),
              .optional("added", .integer),
            ]))),
      ]),
      "play-policies.yml": .record([
        .required(
          "policies",
          .dictionary(
            .record([
              .required("title", .text), .required("url", .text), .required("declaration", .text),
              .optional("from-target", .integer), .optional("severity", .choice(Severity.allCases.map(\.rawValue))),
              .optional("reported-by", .text), .optional("lint", .texts), .optional("react-native", .text),
            ])))
      ]),
      "purpose-string-quality.yml": .record([
        .optional(
          "placeholders",
          .record([
            .optional("whole", .texts), .optional("contains", .texts), .optional("markers", .texts),
            .optional("templates", .texts),
          ])),
        .optional("non-text-build-variables", .texts),
        .optional(
          "vague",
          .record([
            .optional("max-words", .integer), .optional("max-words-around", .integer),
            .optional("access-phrases", .texts), .optional("ending-phrases", .texts),
            .optional("reason-words", .texts), .optional("resource-words", .texts),
          ])),
      ]),
      "purpose-string-topics.yml": .record([
        .required(
          "languages",
          .dictionary(
            .record([
              .optional("function-words", .texts),
              .required(
                "topics", .dictionary(.record([.required("keys", .texts), .required("words", .texts)]))),
            ])))
      ]),
      "android-libraries.yml": .record([
        .required(
          "libraries",
          .dictionary(
            .record([
              .required("artifacts", .texts), .required("permissions", .texts),
              .optional("since", .dictionary(.text)), .required("source", .text), .required("checked", .text),
            ]))),
        .required(
          "without-permissions",
          .record([.required("artifacts", .texts), .required("source", .text), .required("checked", .text)])),
      ]),
      "library-permission-uses.yml": .record([
        .required(
          "npm",
          .dictionary(.record([.required("ios", .texts), .required("android", .texts), .required("source", .text)]))),
        .required(
          "pub",
          .dictionary(.record([.required("ios", .texts), .required("android", .texts), .required("source", .text)]))),
      ]),
      "android-target-api.yml": .record([
        .required(
          "play-minimum-target",
          .list(
            .record([
              .required("api", .integer), .required("from", .text), .optional("until", .text),
              .required("source", .text),
            ]))),
        .optional(
          "expo-default-target",
          .list(
            .record([
              .required("expo", .integer), .required("api", .integer), .required("react-native", .text),
              .required("source", .text),
            ]))),
        .optional(
          "flutter-default-target",
          .record([.required("api", .integer), .required("flutter", .text), .optional("source", .text)])),
      ]),
      "expo-config-plugins.yml": .record([
        .required(
          "plugins",
          .dictionary(
            .record([
              .required("docs", .text),
              .optional("options", .dictionary(.text)),
              .optional("defaults", .dictionary(.text)),
              .optional("android", .texts),
              .optional("android-when", .dictionary(.texts)),
              .optional("background-modes", .dictionary(.texts)),
              .optional("arrays", .dictionary(.texts)),
            ])))
      ]),
      "flutter-permission-handler.yml": .record([
        .optional("opt-in-since", .integer),
        .required("permissions", .dictionary(.texts)),
        .required("macros", .dictionary(.texts)),
        .optional(
          "narrower",
          .dictionary(.record([.required("macro", .text), .required("for", .texts), .required("since", .text)]))),
        .optional("settings-openers", .dictionary(.texts)),
      ]),
      "code-flows.yml": codeFlows,
      "store-outcomes.yml": .record([
        .required("outcomes", .dictionary(.record([.required("says", .text), .required("sources", .texts)])))
      ]),
      "privacy-manifest.yml": privacyManifest,
      "privacy-sdks.yml": privacySDKs,
      "advertising-id.yml": .record([
        .required("source", .text), .required("checked", .text),
        .required(
          "apple", .record([.required("reads", .texts), .required("requests", .texts), .required("key", .text)])),
        .required(
          "android",
          .record([
            .required("reads", .texts), .required("permission", .text), .required("from-target", .integer),
            .optional(
              "collection-off",
              .list(.record([.required("meta-data", .text), .required("value", .text), .required("sdk", .text)]))),
            .optional("used-by", .texts),
          ])),
      ]),
      "tracking-sdks.yml": .record([
        .required("source", .text), .required("checked", .text), .required("requests", .texts),
        .required(
          "prompters",
          .dictionary(
            .record([
              .optional("pods", .texts), .optional("repositories", .texts), .optional("pub", .texts),
              .optional("npm", .texts), .required("source", .text),
            ]))),
        .required(
          "sdks",
          .dictionary(
            .record([
              .required("level", .choice(["warning", "note"])), .optional("prompts", .boolean),
              .optional("pods", .texts), .optional("repositories", .texts), .optional("pub", .texts),
              .optional("npm", .texts), .optional("android", .texts), .required("source", .text),
            ]))),
      ]),
      "react-native-permissions.yml": .record([
        .optional("handlers-since", .integer),
        .required("constants", .dictionary(.text)),
        .required("handlers", .dictionary(.texts)),
      ]),
    ]
  }

  /// `privacy-manifest.yml`: the manifest's keys, Apple's enumerations and the required-reason
  /// categories.
  private static var privacyManifest: YAMLShape {
    let key = YAMLShape.record([
      .required("type", .choice(["boolean", "string", "strings", "list"])), .optional("required", .boolean),
      .optional("values", .choice(["data-types", "purposes", "categories", "reasons"])), .optional("entry", .text),
    ])
    return .record([
      .required("source", .text), .required("checked", .text),
      .required("keys", .dictionary(key)),
      .required("entries", .dictionary(.dictionary(key))),
      .required("data-types", .texts), .required("purposes", .texts),
      .required(
        "categories",
        .dictionary(
          .record([
            .required("title", .text),
            .required("reasons", .dictionary(.record([.required("says", .text), .optional("app", .boolean)]))),
            .required(
              "apis",
              .list(
                .record([
                  .required("symbol", .text), .optional("call", .boolean), .optional("member", .boolean),
                  .optional("with", .texts), .optional("also", .texts),
                ]))),
          ]))),
    ])
  }

  /// `privacy-sdks.yml`: Apple's list of SDKs that must ship a privacy manifest.
  private static var privacySDKs: YAMLShape {
    .record([
      .required("source", .text), .required("published", .text), .required("enforced", .text),
      .required("checked", .text),
      .required(
        "sdks",
        .dictionary(
          .record([
            .optional("pods", .texts), .optional("repositories", .texts), .optional("pub", .texts),
            .optional("npm", .texts), .optional("frameworks", .texts), .optional("first-manifest", .text),
            .optional("replaced-by", .text),
            .optional("source", .text), .optional("versioned", .boolean),
          ]))),
    ])
  }

  /// Location services and the authorization each needs (`native-permission-apis.yml`).
  private static var locationServices: YAMLShape {
    .list(
      .record([
        .required("symbol", .text), .required("service", .text),
        .required("needs", .choice(["always", "when-in-use"])), .optional("arguments", .texts),
        .optional("init", .boolean),
      ]))
  }

  private static var permissions: YAMLShape {
    YAMLShape.record([
      .required(
        "permissions",
        .dictionary(
          .record([
            .required("title", .text),
            .optional(
              "ios",
              .record([
                .optional("keys", .texts), .optional("reduced-accuracy-key", .text),
                .optional("full-accuracy-key", .text),
              ])),
            .optional(
              "android",
              .record([.optional("any-of", .texts), .optional("precise", .texts), .optional("may-use", .texts)])),
            .optional("background", .boolean),
            .optional("implies", .texts),
            .required("outcomes", .list(.choice(FlowEvent.outcomes.map(\.rawValue)))),
            .optional("source", .text),
          ])))
    ])
  }

  private static var iosPurposeKeys: YAMLShape {
    YAMLShape.record([
      .required(
        "keys",
        .dictionary(
          .record([
            .required("resource", .text),
            .required("group", .text),
            .optional("since", .text),
            .optional("deprecated", .text),
            .optional("successor", .text),
            .optional("successors", .texts),
            .optional("frameworks", .texts),
            .optional("when-missing", .text),
            .optional("expects", .texts),
            .optional("requires", .texts),
            .optional("background", .boolean),
            .optional("kind", .choice(["string", "dictionary"])),
            .optional("platforms", .texts),
          ]))),
      .optional(
        "settings",
        .dictionary(
          .record([
            .required("type", .choice(["array", "bool", "string"])),
            .optional("requires-keys", .texts),
            .optional("since", .text),
          ]))),
    ])
  }

  private static var androidPermissions: YAMLShape {
    YAMLShape.record([
      .required(
        "permissions",
        .dictionary(
          .record([
            .required("protection", .choice(AndroidPermissionInfo.Protection.allCases.map(\.rawValue))),
            .optional("group", .text),
            .optional("added", .integer),
            .optional("background", .boolean),
            .optional("play-policy", .text),
            .optional("obsolete-from", .integer),
            .optional("max-sdk", .integer),
            .optional("max-sdk-note", .text),
            .optional("max-sdk-legacy-storage", .integer),
            .optional("replaced-by", .texts),
            .optional(
              "companion",
              .record([.required("any-of", .texts), .optional("from-target", .integer), .required("why", .text)])),
            .optional("never-for-location", .record([.optional("otherwise", .texts)])),
            .optional(
              "partial-access", .record([.required("permission", .text), .optional("from-target", .integer)])),
          ])))
    ])
  }

  /// `code-flows.yml`: the words of permission flows in code.
  static var codeFlows: YAMLShape {
    let languages = YAMLField.optional(
      "languages", .list(.choice(["dart", "javaScript", "swift", "objectiveC", "kotlin", "java"])))
    return .record([
      .required("permissions", .dictionary(.texts)),
      .required(
        "requests",
        .list(
          .record([
            .required("call", .text), .optional("receivers", .texts), .optional("permission", .text), languages,
            .optional("named-by-function", .boolean), .optional("arguments-name-it", .boolean),
          ]))),
      .required("permanent-denial", .list(.record([.required("name", .text), languages]))),
      .required("can-ask-again", .texts),
      .required(
        "settings",
        .list(
          .record([
            .required("name", .text), .optional("receivers", .texts), .optional("for", .texts),
            .optional("argument", .text),
          ]))),
      .required(
        "resume",
        .record([
          .required("functions", .texts),
          .required(
            "calls",
            .list(.record([.required("call", .text), .optional("receivers", .texts), .optional("arguments", .texts)]))),
        ])),
      .required("answers", .texts),
      .required("sdk-checks", .texts),
      .optional("ios-checks", .texts),
      .optional("android-checks", .texts),
      .required("storage-api-33", .texts),
      .required("granted", .texts),
      .required("denied", .texts),
      .required(
        "actions",
        .list(
          .record([.required("call", .text), .optional("receivers", .texts), .required("permission", .text), languages])
        )),
      .required("answered-later", .texts),
    ])
  }
}
