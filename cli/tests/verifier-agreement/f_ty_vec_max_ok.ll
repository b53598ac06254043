@g = external global <4294967295 x i8>
