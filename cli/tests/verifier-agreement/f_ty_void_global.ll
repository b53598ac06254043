@g = external global void
