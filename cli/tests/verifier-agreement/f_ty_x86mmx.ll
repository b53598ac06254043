@g = external global x86_mmx
