@g = external global { label }
