@g = external global label
