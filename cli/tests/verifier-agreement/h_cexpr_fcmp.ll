@a = global i1 fcmp oeq (float 1.0, float 2.0)
