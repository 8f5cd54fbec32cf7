void main() {
  // Tests mock permissions; they ship in no app.
  Permission.location.request();
}
