define ptr @f(i32 %k) {
  ret ptr ptrauth (ptr @f, i32 %k)
}
