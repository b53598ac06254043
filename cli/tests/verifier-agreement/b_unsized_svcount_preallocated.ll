declare void @f(ptr preallocated(target("aarch64.svcount")))
