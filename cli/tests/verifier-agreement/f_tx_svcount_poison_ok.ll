define target("aarch64.svcount") @f() {
  ret target("aarch64.svcount") poison
}
