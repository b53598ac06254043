define ptr @f() {
entry:
  br label %b
b:
  ret ptr blockaddress(@f, %b)
}
