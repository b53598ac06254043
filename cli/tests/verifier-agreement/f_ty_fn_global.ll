@g = external global void ()
