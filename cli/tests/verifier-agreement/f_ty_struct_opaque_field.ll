%T = type opaque
@g = external global { %T }
