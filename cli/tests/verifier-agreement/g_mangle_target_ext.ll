define target("spirv.Event") @f(target("spirv.Event") %x) {
  %r = call target("spirv.Event") @llvm.ssa.copy.tspirv.Eventt(target("spirv.Event") %x)
  ret target("spirv.Event") %r
}
declare target("spirv.Event") @llvm.ssa.copy.tspirv.Eventt(target("spirv.Event"))
