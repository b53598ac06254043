declare void @f(target("aarch64.svcount.x"))
