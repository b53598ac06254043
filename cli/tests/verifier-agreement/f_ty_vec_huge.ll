@g = external global <4294967296 x i8>
