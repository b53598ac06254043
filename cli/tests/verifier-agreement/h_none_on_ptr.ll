@a = global ptr none
