define x86_amx @f() {
  ret x86_amx poison
}
