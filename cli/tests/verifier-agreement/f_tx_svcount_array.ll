declare void @f([2 x target("aarch64.svcount")])
