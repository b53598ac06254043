@g = global target("spirv.Event") zeroinitializer
