@g = external global token
