; compile_diff finding (KNOWN "i128-last-register"), a call between llc's code and llconv's:
; this module is built by llconv and linked with abi-i128-one-register-left.llc.ll built by
; llc-22 -O2 (`cargo run -p llconv-fuzzing --example compile_diff THIS.ll`).
; An i128 argument when one integer argument register (r9) is left goes on
; the stack, and LLVM (and GCC: int g(long,long,long,long,long,__int128 x,
; int y) reads y from r9d) give r9 to the next integer argument; llconv
; passes (and reads) that next argument on the stack instead.
; Here llconv's main calls llc's @g; y arrives as garbage from r9.
; Both by llc print: 5 2 6 7; with main by llconv -O0: 5 2 6 <garbage> (at -O2
; r9 happens to hold 7).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare void @g(i64, i64, i64, i64, i64, i128, i32)

define i32 @main() {
  call void @g(i64 1, i64 2, i64 3, i64 4, i64 5, i128 36893488147419103238, i32 7)
  ret i32 0
}
