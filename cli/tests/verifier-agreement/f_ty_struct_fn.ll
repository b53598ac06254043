@g = external global { void () }
