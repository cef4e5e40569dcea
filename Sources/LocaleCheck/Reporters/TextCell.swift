/// One cell of the text matrix: what is printed (perhaps with colour codes) and how many columns
/// its text takes.
struct TextCell {
  let painted: String
  let width: Int
}
