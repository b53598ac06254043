@g = external global target("foo.bar")
