@g = common global ptr null
