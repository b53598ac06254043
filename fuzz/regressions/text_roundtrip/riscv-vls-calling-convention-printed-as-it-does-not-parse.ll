; ModuleID vector.f161DIDerivedTypenfo19port void @f.dllimport()

declare dllexport void @f.dllexport()

declare void @f.ccc()

declare fastcc void @f.fastcc()

declare coldcc void @f.coldcc()

declare ghccc void @f.cc10()

declare ghccc void @f.ghccc()

declare cc11 void @f.cc11()

declare cc122 void @f.webkit_jscc()

declare anyregcc void @f.anyregcc()

declare preserve_mostcc void @f.preserve_mostcc()

declare preserve_allcc void @f.preserve_allcc()

declare x86_stdcallcc void @f.cc64()

declare x86_stdcallcc void @f.x86_stdcallcc()

declare x86_fastcallcc void @f.cc65()

declare x86_fastcallcc void @f.x86_fastcallcc()

declare arm_apcscc void @f.cc66()

declare arm_apcscc void @f.arm_apcscc()

declare arm_aapcscc void @f.cc67()

declare arm_aapcscc void @f.arm_aapcscc()

declare arm_aapcs_vfpcc void @f.cc68()

declare arm_aapcs_vfpcc void @f.arm_aapcs_vfpcc()

declare msp430_intrcc void @f.cc69()

declare msp430_intrcc void @f.msp430_intrcc()

declare x86_thiscallcc void @f.cc70()

declare x86_thiscallcc void @f.x86_thiscallcc()

declare ptx_kernel void @f.cc71()

declare ptx_kernel void @f.ptx_kernel()

declare ptx_device void @f.cc72()

declare ptx_device void @f.ptx_device()

declare spir_func void @f.cc75()

declare spir_func void @f.spir_func()

declare spir_kernel void @f.cc76()

declare spir_kernel void @f.spir_kernel()

declare intel_ocl_bicc void @f.cc77()

declare intel_ocl_bicc void @f.intel_ocl_bicc()

declare x86_64_sysvcc void @f.cc78()

declare x86_64_sysvcc void @f.x86_64_sysvcc()

declare win64cc void @f.cc79()

declare win64cc void @f.win64cc()

declare x86_vectorcallcc void @f.cc80()

declare x86_vectorcallcc void @f.x86_vectorcallcc()

declare hhvmcc void @f.cc81()

declare hhvmcc void @f.hhvmcc()

declare hhvm_ccc void @f.cc82()

declare hhvm_ccc void @f.hhvm_ccc()

declare x86_intrcc void @f.crenceable16()

declare dereferenceable_or_null(4) ptr @f.dereferenceable4_or_null()

declare dereferenceable_or_null(8) ptr @f.dereferenceable8_or_null()

declare dereferenceable_or_null(16) ptr @f.dereferenceable16_or_null()

declare void @f.param.zeroext(i8 zeroext)

declare void @f.param.signext(i8 signext)

declare void @f.param.inreg(i8 inreg)

declare void @f.param.byval(ptr byval({ i8, i8 }))

declare void @f.param.inalloca(ptr inalloca(i8))

declare void @f.param.sret(ptr sret(i8))

declare void @f.param.noalias(ptr noalias)

declare void @f.param.nocapture(ptr captures(none))

declare void @f.param.nest(ptr nest)

declare ptr @f.param.returned(ptr returned)

declare void @f.param.nonnull(ptr nonnull)

declare void @f.param.dereferenceable(ptr dereferenceable(4))

declare void @f.param.dereferenceable_or_null(ptr dereferenceable_or_null(4))

declare void @f.unnamed_addr() unnamed_addr

declare void @f.local_unnamed_addr() local_unnamed_addr

; Function Attrs: alignstack(4)
declare void @f.alignstack4() #0

; Function Attrs: alignstack(8)
declare void @f.alignstack8() #1

; Function Attrs: alwaysinline
declare void @f.alwaysinline() #2

; Function Attrs: cold
declare void @f.cold() #3

; Function Attrs: convergent
declare void @f.convergent() #4

; Function Attrs: inlinehint
declare void @f.inlinehint() #5

; Function Attrs: jumptable
declare void @f.jumptable() unnamed_addr #6

; Function Attrs: minsize
declare void @f.minsize() #7

; Function Attrs: naked
declare void @f.naked() #8

; Function Attrs: nobuiltin
declare void @f.nobuiltin() #9

; Function Attrs: noduplicate
declare void @f.noduplicate() #10

; Function Attrs: noimplicitfloat
declare void @f.noimplicitfloat() #11

; Function Attrs: noinline
declare void @f.noinline() #24

; Function Attrs: nonlazybind
declare void @f.nonlazybind() #13

; Function Attrs: noredzone
declare void @f.noredzone() #14

; Function Attrs: noreturn
declare void @f.noreturn() #15

; Function Attrs: no = !{Ò}
