@g = external global { void }
