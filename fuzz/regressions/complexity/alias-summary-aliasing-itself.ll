; ModuleID = 'thinlto-summary-local-5.0.ll.bc'
source_filename = "thinlto-summary-local-5.0.ll"

@bar = global i32 0

@baz = alias i32, ptr @bar

define void @foo() {
  ret void
}

^0 = module: (path: "thinlto-summary-local-5.0.ll.bc", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "foo", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 0, canAutoHide: 0, importType: definition), insts: 1))) ; guid = 6699318081062747564
^2 = gv: (name: "baz", summaries: (alias: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 0, canAutoHide: 0, importType: definition), aliasee: ^2))) ; guisibility: deafult, notEligibleToImport: 0, live: 0, dsoLocal: 0, canAutoHide: 0, importType: definition), varFlags: (rõûõêëìÜ¬ 0, writeonly: 0, constant: 0)))) ; guid = 16434608426314478903
^4 = blockcount: 0
