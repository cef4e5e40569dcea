print("labelcheck")
