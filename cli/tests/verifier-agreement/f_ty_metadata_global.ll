@g = external global metadata
