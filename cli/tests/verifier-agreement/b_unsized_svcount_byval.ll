declare void @f(ptr byval(target("aarch64.svcount")))
