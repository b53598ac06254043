@a = global ptr inttoptr (ptr null to ptr)
