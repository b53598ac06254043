declare swiftcc void @g(ptr swiftself)
define swiftcc void @f(ptr swiftself %s) {
  musttail call swiftcc void @g(ptr swiftself %s)
  ret void
}
