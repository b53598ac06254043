@g = external global [1 x target("aarch64.svcount")]
