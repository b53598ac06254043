@g = global token none
