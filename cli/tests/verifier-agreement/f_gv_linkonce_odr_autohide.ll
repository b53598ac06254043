@g = linkonce_odr_auto_hide global i32 0
