declare void @f(ptr inalloca(target("aarch64.svcount")))
