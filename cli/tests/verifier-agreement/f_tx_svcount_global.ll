@g = external global target("aarch64.svcount")
