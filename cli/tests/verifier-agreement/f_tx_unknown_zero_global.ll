@g = global target("foo.bar") zeroinitializer
