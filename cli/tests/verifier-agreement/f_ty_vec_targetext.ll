@g = external global <2 x target("aarch64.svcount")>
